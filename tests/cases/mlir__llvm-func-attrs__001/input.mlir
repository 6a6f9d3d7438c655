
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

