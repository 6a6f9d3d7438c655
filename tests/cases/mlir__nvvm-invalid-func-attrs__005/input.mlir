
// expected-error@+1 {{'"nvvm.minctasm"' attribute must be integer constant}}
llvm.func @k() attributes {nvvm.minctasm = 1.0} { llvm.return }
