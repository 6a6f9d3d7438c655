
module attributes {
  x.space = #llvm.address_space<3>,
  x.range = [#llvm.constant_range<i32, 0, 12>, #llvm.constant_range<i8, -1, 200>, #llvm.constant_range<i1, 0, 1>],
  x.target = #llvm.target<triple = "x86_64-unknown-linux", chip = "skylake", features = <["+avx2"]>>,
  x.target2 = #llvm.target<chip = "a", triple = "b">,
  x.wg = #llvm.mlir.workgroup_attribution<4 : i64, f32>,
  x.libs = #llvm.dependent_libraries<"m", "pthread">,
  x.cg = [#llvm.cgprofile_entry<from = @a, to = @b, count = 3>, #llvm.cgprofile_entry<count = 0>],
  x.ps = #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, is_partial_profile = 0, partial_profile_ratio = 1.0, detailed_summary = <cut_off = 1, min_count = 2, num_counts = 3>, <cut_off = 4, min_count = 5, num_counts = 6>>,
  x.consts = [#llvm.zero, #llvm.undef, #llvm.poison]
} {}

