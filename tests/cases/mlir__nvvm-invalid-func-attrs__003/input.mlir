
// expected-error@+1 {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @i() attributes {nvvm.maxntid = [1, 2]} { llvm.return }
