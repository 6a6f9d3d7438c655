// RUN: mlir-opt %s -split-input-file
// llvm.func's clauses after the signature (vscale_range, comdat), the
// function attributes with dialect attribute values, and the other llvm
// attributes.

llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.func @vscale() vscale_range(1, 16) {
  llvm.return
}
llvm.func internal @both(%x: i32 {llvm.noundef}) -> i32 vscale_range(2, 2) comdat(@c::@any) attributes {no_unwind} {
  llvm.return %x : i32
}
llvm.func @decl() comdat(@c::@any)
llvm.func @generic() attributes {vscale_range = #llvm.vscale_range<minRange = 4 : i32, maxRange = 8 : i32>}

// -----

llvm.func @p(...) -> i32
llvm.func @attrs() attributes {
    memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write, errnoMem = readwrite, targetMem0 = none, targetMem1 = none>,
    frame_pointer = #llvm.framePointerKind<"non-leaf">,
    target_features = #llvm.target_features<["+sme", "-sve", "+avx512f"]>,
    passthrough = ["noinline", ["alignstack", "4"]],
    personality = @p, garbageCollector = "shadow-stack", section = ".text.hot",
    alignment = 16 : i64, tune_cpu = "generic", target_cpu = "x86-64",
    uwtable_kind = #llvm.uwtableKind<sync>,
    vec_type_hint = #llvm.vec_type_hint<hint = vector<4xi32>, is_signed = true>,
    work_group_size_hint = array<i32: 1, 2, 3>, reqd_work_group_size = array<i32: 4, 5, 6>,
    intel_reqd_sub_group_size = 32 : i32, instrument_function_entry = "__entry",
    fp_contract = "fast", denormal_fp_math = "ieee", no_infs_fp_math = true,
    function_entry_count = 100 : i64, optimize_none, no_inline, will_return} {
  llvm.return
}
llvm.func @f2() attributes {frame_pointer = #llvm.framePointerKind<all>, uwtable_kind = #llvm.uwtableKind<async>, target_features = #llvm.target_features<[]>, vec_type_hint = #llvm.vec_type_hint<hint = f32>}
llvm.func @call_effects() {
  llvm.call @f2() {memory_effects = #llvm.memory_effects<other = read, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = write, targetMem1 = none>} : () -> ()
  llvm.return
}

// -----

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

// -----

// expected-error@+1 {{expected one of [none, "non-leaf"non-leaf, all, reserved, "non-leaf-no-reserve"non-leaf-no-reserve] for LLVM FramePointerKind, got: some}}
llvm.func @bad_fp() attributes {frame_pointer = #llvm.framePointerKind<some>}

// -----

// expected-error@+1 {{expected ','}}
llvm.func @bad_effects() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read>}

// -----

// expected-error@+1 {{target features must start with '+' or '-'}}
llvm.func @bad_features() attributes {target_features = #llvm.target_features<["+a", "b"]>}

// -----

// expected-error@+1 {{unknown attribute `fenv` in dialect `llvm`}}
llvm.func @unknown() attributes {x = #llvm.fenv<>}

// -----

// expected-error@+1 {{expected one of [none, notail, musttail, tail] for Tail Call Kind, got: always}}
module attributes {x.a = #llvm.tailcallkind<always>} {}

// -----

// expected-error@+1 {{'llvm.func' op attribute 'memory_effects' failed to satisfy constraint}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "g", memory_effects = 3 : i32}> ({
}) : () -> ()
