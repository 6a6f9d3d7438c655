
// expected-error @below {{The target chip cannot be empty.}}
gpu.module @empty_chip [#nvvm.target<chip = "">] {
}

