
gpu.module @g [#rocdl.target<O = 4>] {}
