
// expected-error @below {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @bad_maxntid() attributes {nvvm.kernel, nvvm.maxntid = 5 : i32} {
  llvm.return
}

