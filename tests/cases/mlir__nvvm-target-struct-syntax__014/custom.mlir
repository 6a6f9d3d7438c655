module {
  gpu.module @o [#nvvm.target] {
  }
}

