
// expected-error@+1 {{The target chip cannot be empty.}}
gpu.module @c [#nvvm.target<chip = "">] {}
