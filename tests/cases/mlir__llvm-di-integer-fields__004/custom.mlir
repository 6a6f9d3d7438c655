module {
  gpu.module @m1 [#rocdl.target<O = 2147483647>] {
  }
  gpu.module @m2 [#nvvm.target<O = 1>] {
  }
}

