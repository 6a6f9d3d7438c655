
// expected-error@+1 {{duplicate or unknown struct parameter name: chip}}
gpu.module @l [#nvvm.target<chip = "sm_90", chip = "sm_80">] {}
