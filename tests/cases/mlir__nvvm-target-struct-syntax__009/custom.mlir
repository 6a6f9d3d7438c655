module {
  gpu.module @j [#rocdl.target<O = 1, triple = "amdgcn", chip = "gfx90a", features = "+wavefrontsize64", abi = "500", flags = {fast}, link = ["x"]>] {
  }
}

