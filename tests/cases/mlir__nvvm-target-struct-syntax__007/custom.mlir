module {
  gpu.module @h [#rocdl.target<triple = "">] {
  }
}

