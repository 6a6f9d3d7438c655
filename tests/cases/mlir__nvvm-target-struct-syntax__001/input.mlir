
// expected-error@+1 {{The target triple cannot be empty.}}
gpu.module @b [#nvvm.target<triple = "">] {}
