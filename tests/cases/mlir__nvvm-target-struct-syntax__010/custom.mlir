module {
  gpu.module @k [#rocdl.target<abi = "">] {
  }
}

