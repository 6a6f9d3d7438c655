// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'"rocdl.kernel"' attribute attached to unexpected op}}
func.func @a() attributes {rocdl.kernel} { return }
// -----
llvm.func @b() attributes {rocdl.reqd_work_group_size = [1, 2]} { llvm.return }
// -----
llvm.func @c() attributes {rocdl.reqd_work_group_size = array<i32: 1, 2>} { llvm.return }
// -----
llvm.func @d() attributes {rocdl.flat_work_group_size = 3} { llvm.return }
// -----
llvm.func @e() attributes {rocdl.max_flat_work_group_size = "x"} { llvm.return }
// -----
llvm.func @f() attributes {rocdl.kernel = 1} { llvm.return }
// -----
llvm.func @g() attributes {rocdl.waves_per_eu = "x"} { llvm.return }
// -----
llvm.func @h() attributes {rocdl.unsafe_fp_atomics = 1} { llvm.return }
// -----
llvm.func @i() attributes {rocdl.reqd_work_group_size = array<i32: 1, 2, 3>, rocdl.flat_work_group_size = "1,256", rocdl.kernel, rocdl.uniform_work_group_size} { llvm.return }
// -----
llvm.func @j() attributes {rocdl.uniform_work_group_size = 1} { llvm.return }
