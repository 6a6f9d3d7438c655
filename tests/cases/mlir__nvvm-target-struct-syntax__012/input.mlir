
// expected-error@+1 {{duplicate or unknown struct parameter name: foo}}
gpu.module @m [#nvvm.target<foo = 1>] {}
