
// expected-error@+1 {{'"nvvm.reqntid"' attribute must be integer array with maximum 3 index}}
llvm.func @j() attributes {nvvm.reqntid = array<i32>} { llvm.return }
