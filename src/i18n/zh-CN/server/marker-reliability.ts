/** What the marker-reliability call answers (zh-CN): agreement and severity of a paper's markers. */
export const markerReliability = {
  leadersOnly: '只有学校管理员和该校的校长、教研组长、备课组长以及本年级的年级主任可以查看评卷信度',
} as const;
