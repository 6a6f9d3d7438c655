
// expected-error@+1 {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @h() attributes {nvvm.maxntid = array<i32: 1, 2, 3, 4>} { llvm.return }
