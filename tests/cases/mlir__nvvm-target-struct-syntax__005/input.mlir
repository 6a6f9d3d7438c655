
// expected-error@+1 {{Minimum NVVM target SM version is sm_20}}
gpu.module @f [#nvvm.target<chip = "sm_10">] {}
