
gpu.module @k [#rocdl.target<abi = "">] {}
