
// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
gpu.module @n [#nvvm.target<O = 1,>] {}
