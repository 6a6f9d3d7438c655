module {
  gpu.module @e [#nvvm.target<triple = "nvptx", chip = "sm_70", features = "+ptx60", flags = {fast}, link = ["a.bc"], verifyTarget = false>] {
  }
}

