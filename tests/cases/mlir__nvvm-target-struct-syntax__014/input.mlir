
gpu.module @o [#nvvm.target<>] {}
