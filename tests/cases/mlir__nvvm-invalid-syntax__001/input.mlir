
// expected-error@+1 {{duplicate or unknown struct parameter name: bogus}}
gpu.module @a [#nvvm.target<bogus = 1>] {
}
