
// expected-error@+1 {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
llvm.func @n(%a: !llvm.ptr {nvvm.grid_constant}) { llvm.return }
