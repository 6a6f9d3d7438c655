
// expected-error@+1 {{All the elements in the `link` array must be strings.}}
gpu.module @d [#nvvm.target<link = [1]>] {}
