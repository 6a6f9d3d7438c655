
// expected-error @below {{The optimization level must be a number between 0 and 3.}}
gpu.module @bad_opt [#nvvm.target<chip = "sm_90", O = 5>] {
}

