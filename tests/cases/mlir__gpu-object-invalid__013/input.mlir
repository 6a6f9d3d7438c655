
// expected-error@+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @o [#rocdl.target, #foo.target, #xevm.target] {}
