/**
 * The account screens: the QR-code tab of the change-password dialog and its confirmation page
 * on the phone (spec 002 §2, §4, §8), the personal centre (my classes, personal information) and
 * the reference-answer dialog.
 */
export const account = {
  /** the first tab of the change-password dialog; its name must not read like the old-password field's */
  oldPasswordTab: '旧密码修改',
  qr: {
    tab: '扫码修改',
    hint: '请使用已登录本账号的手机扫描二维码，在手机上设置新密码',
    refresh: '刷新二维码',
    loading: '正在获取二维码…',
    /** spec 002 §8 */
    fetchFailed: '获取二维码失败，请刷新页面后重试',
    pollFailed: '请求出错，请刷新页面后重试',
    scanned: '扫码成功，请在手机上继续操作',
    unbound: '扫码成功，但该手机未登录此账号，请切换到原密码修改',
    toOldPassword: '使用原密码修改',
    operated: '密码已修改',
    expiresIn: (seconds: number) => `二维码 ${seconds} 秒后刷新`,
    alt: '修改密码二维码',
  },

  confirm: {
    title: '扫码修改密码',
    checking: '正在确认二维码…',
    account: '账号',
    realName: '姓名',
    oldPasswordHint: '为保护账号安全，请先输入当前密码，再设置新密码',
    oldPassword: '原密码',
    newPassword: '新密码',
    confirmPassword: '确认密码',
    submit: '确认修改',
    done: '其他设备需要使用新密码重新登录',
    unboundTitle: '该设备未登录此账号',
    unboundText: '为保护账号安全，只有已登录本账号的设备才能扫码修改密码。请登录后重新打开此页，或在电脑上使用原密码修改。',
    signIn: '登录此账号',
    failed: '无法继续',
    expiresIn: (seconds: number) => `请在 ${seconds} 秒内完成`,
  },

  myClass: {
    title: '我的班级',
    hint: '您任教的班级与职务',
    className: '班级',
    grade: '年级',
    duty: '职务',
    classHead: '班主任',
    subjectTeacher: (subject: string) => `${subject}老师`,
    none: '暂无任教班级',
  },

  info: {
    title: '个人信息',
    userName: '账号',
    realName: '姓名',
    role: '当前角色',
    groups: '全部角色',
    schools: '所在学校',
    grades: '任教年级',
    subjects: '任教学科',
    none: '无',
    changePassword: '修改密码',
    myClasses: '我的班级',
    myDownloads: '我的任务',
  },

  referenceAnswer: {
    title: '参考答案',
    none: '无',
    question: (label: string) => `第${label}题`,
    answer: '答案',
    analysis: '解析',
  },
} as const;
