
gpu.module @i [#rocdl.target<chip = "">] {}
