
// expected-error@+1 {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
func.func @o(%a: !llvm.ptr {nvvm.grid_constant}) { return }
