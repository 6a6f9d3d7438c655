
// expected-error @below {{'"nvvm.minctasm"' attribute must be integer constant}}
llvm.func @bad_minctasm() attributes {nvvm.kernel, nvvm.minctasm = "2"} {
  llvm.return
}

