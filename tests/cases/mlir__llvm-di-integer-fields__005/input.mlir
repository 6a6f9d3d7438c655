
// expected-error @below {{integer value too large}}
// expected-error @below {{failed to parse ROCDL_TargetAttr parameter 'O' which is to be a `int`}}
gpu.module @m [#rocdl.target<O = 2147483648, chip = "gfx900">] {
}

