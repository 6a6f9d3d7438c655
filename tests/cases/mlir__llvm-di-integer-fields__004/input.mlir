
gpu.module @m1 [#rocdl.target<O = 2147483647, chip = "gfx900">] {
}
gpu.module @m2 [#nvvm.target<O = 1>] {
}

