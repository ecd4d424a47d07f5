import type { DictTypeSeed } from './dict-type-seed';

/**
 * Dictionary types of product spec section 3 for products and orders. As for the platform
 * types, codes are our proposal and values are plausible ones taken from the domain brief
 * (product classes and statuses, order statuses, double recording, contracts).
 * Each value is [code (fldm), label (note)].
 */
export const TRADE_DICT_TYPES: DictTypeSeed[] = [
  {
    dictType: 'product_type',
    dictName: '产品类型',
    values: [
      ['1', '集合资金信托'],
      ['2', '单一资金信托'],
      ['3', '家族信托'],
      ['4', '家庭服务信托'],
      ['5', '现金管理类'],
    ],
  },
  {
    dictType: 'business_type',
    dictName: '业务类型',
    values: [
      ['1', '认购'],
      ['2', '追加'],
      ['3', '赎回'],
      ['4', '转让'],
      ['5', '收益分配'],
    ],
  },
  {
    dictType: 'product_classification',
    dictName: '产品分类',
    values: [
      ['1', '固定收益类'],
      ['2', '权益类'],
      ['3', '商品及金融衍生品类'],
      ['4', '混合类'],
    ],
  },
  {
    dictType: 'product_term_type',
    dictName: '产品期限类型',
    values: [
      ['1', '12个月以内'],
      ['2', '12-24个月'],
      ['3', '24个月以上'],
      ['4', '开放式'],
    ],
  },
  {
    dictType: 'product_scheme_state',
    dictName: '产品方案状态',
    values: [
      ['0', '草稿'],
      ['1', '待审核'],
      ['2', '已发布'],
      ['3', '已下架'],
    ],
  },
  {
    dictType: 'product_status',
    dictName: '产品状态',
    values: [
      ['1', '预热中'],
      ['2', '预约中'],
      ['3', '募集中'],
      ['4', '已售罄'],
      ['5', '募集结束'],
      ['6', '存续中'],
      ['7', '开放中'],
      ['8', '已到期'],
      ['9', '已清算'],
    ],
  },
  {
    dictType: 'product_level',
    dictName: '产品风险等级',
    values: [
      ['R1', '低风险'],
      ['R2', '中低风险'],
      ['R3', '中风险'],
      ['R4', '中高风险'],
      ['R5', '高风险'],
    ],
  },
  {
    dictType: 'product_sale_out',
    dictName: '是否售罄',
    values: [
      ['0', '在售'],
      ['1', '已售罄'],
    ],
  },
  {
    dictType: 'product_category',
    dictName: '产品类别',
    values: [
      ['1', '标品信托'],
      ['2', '非标信托'],
      ['3', '现金管理'],
      ['4', '净值型'],
      ['5', '预期收益型'],
    ],
  },
  {
    dictType: 'order_origin',
    dictName: '订单来源',
    values: [
      ['1', 'App'],
      ['2', 'H5'],
      ['3', '小程序'],
      ['4', '柜台'],
      ['5', '理财经理代客'],
    ],
  },
  {
    dictType: 'order_status',
    dictName: '订单状态',
    values: [
      ['01', '待签约'],
      ['02', '待双录'],
      ['03', '待打款'],
      ['04', '资金确认中'],
      ['05', '冷静期中'],
      ['06', '待回访'],
      ['07', '认购成功'],
      ['08', '份额已确认'],
      ['09', '已撤单'],
      ['10', '已失效'],
      ['11', '退款中'],
      ['12', '已退款'],
    ],
  },
  {
    dictType: 'order_reservation_status',
    dictName: '预约状态',
    values: [
      ['0', '待审核'],
      ['1', '预约成功'],
      ['2', '预约失败'],
      ['3', '已取消'],
      ['4', '已转认购'],
    ],
  },
  {
    dictType: 'order_double_examine_status',
    dictName: '双录质检状态',
    values: [
      ['0', '待质检'],
      ['1', '质检通过'],
      ['2', '质检不通过'],
    ],
  },
  {
    dictType: 'order_double_is_standard',
    dictName: '双录是否合规',
    values: [
      ['0', '不合规'],
      ['1', '合规'],
    ],
  },
  {
    dictType: 'order_double_room_status',
    dictName: '双录房间状态',
    values: [
      ['0', '未创建'],
      ['1', '等待中'],
      ['2', '录制中'],
      ['3', '已结束'],
    ],
  },
  {
    dictType: 'order_double_record_status',
    dictName: '双录状态',
    values: [
      ['0', '待双录'],
      ['1', '录制中'],
      ['2', '质检中'],
      ['3', '通过'],
      ['4', '不通过(需重录)'],
    ],
  },
  {
    dictType: 'order_double_video_type',
    dictName: '双录视频类型',
    values: [
      ['1', '远程双录'],
      ['2', '现场双录'],
      ['3', 'AI双录'],
    ],
  },
  {
    dictType: 'order_double_handle_type',
    dictName: '双录办理方式',
    values: [
      ['1', '客户自助'],
      ['2', '理财经理陪同'],
    ],
  },
  {
    dictType: 'order_contract_status',
    dictName: '合同状态',
    values: [
      ['0', '待签署'],
      ['1', '签署中'],
      ['2', '已签署'],
      ['3', '已作废'],
    ],
  },
  {
    dictType: 'order_contract_buy_status',
    dictName: '合同认购状态',
    values: [
      ['0', '未认购'],
      ['1', '认购中'],
      ['2', '已认购'],
    ],
  },
  {
    dictType: 'order_account_type',
    dictName: '账户类型',
    values: [
      ['1', '认购付款账户'],
      ['2', '受益账户'],
      ['3', '赎回到账账户'],
    ],
  },
  {
    dictType: 'order_receipts_type',
    dictName: '到账类型',
    values: [
      ['1', '收益'],
      ['2', '本金'],
      ['3', '本息'],
    ],
  },
];
