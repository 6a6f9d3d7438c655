// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'"nvvm.cluster_max_blocks"' attribute must be integer constant}}
llvm.func @f() attributes {nvvm.cluster_max_blocks = "x"} { llvm.return }
// -----
// expected-error@+1 {{'"nvvm.blocksareclusters"' attribute must be used along with 'nvvm.reqntid' and 'nvvm.cluster_dim'}}
llvm.func @g() attributes {nvvm.blocksareclusters} { llvm.return }
// -----
// expected-error@+1 {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @h() attributes {nvvm.maxntid = array<i32: 1, 2, 3, 4>} { llvm.return }
// -----
// expected-error@+1 {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @i() attributes {nvvm.maxntid = [1, 2]} { llvm.return }
// -----
// expected-error@+1 {{'"nvvm.reqntid"' attribute must be integer array with maximum 3 index}}
llvm.func @j() attributes {nvvm.reqntid = array<i32>} { llvm.return }
// -----
// expected-error@+1 {{'"nvvm.minctasm"' attribute must be integer constant}}
llvm.func @k() attributes {nvvm.minctasm = 1.0} { llvm.return }
// -----
// expected-error@+1 {{'nvvm.kernel' attribute attached to unexpected op}}
func.func @l() attributes {nvvm.kernel} { return }
// -----
llvm.func @m() attributes {nvvm.blocksareclusters, nvvm.reqntid = array<i32: 1>, nvvm.cluster_dim = array<i32: 2>} { llvm.return }
// -----
// expected-error@+1 {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
llvm.func @n(%a: !llvm.ptr {nvvm.grid_constant}) { llvm.return }
// -----
// expected-error@+1 {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
func.func @o(%a: !llvm.ptr {nvvm.grid_constant}) { return }
// -----
llvm.func @p() attributes {nvvm.maxnreg = 3 : i8, nvvm.kernel = 1} { llvm.return }
// -----
// expected-error@+1 {{'"nvvm.cluster_dim"' attribute must be integer array with maximum 3 index}}
llvm.func @q() attributes {nvvm.cluster_dim = array<i64: 1>} { llvm.return }
