
gpu.module @e [#nvvm.target<O = 2, triple = "nvptx", chip = "sm_70", features = "+ptx60", flags = {fast}, link = ["a.bc"], verifyTarget = false>] {}
