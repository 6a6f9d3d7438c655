module {
  llvm.func @p(...) -> i32
  llvm.func @attrs() attributes {alignment = 16 : i64, denormal_fp_math = "ieee", fp_contract = "fast", frame_pointer = #llvm.framePointerKind<"non-leaf">, function_entry_count = 100 : i64, garbageCollector = "shadow-stack", instrument_function_entry = "__entry", intel_reqd_sub_group_size = 32 : i32, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write, errnoMem = readwrite, targetMem0 = none, targetMem1 = none>, no_infs_fp_math = true, no_inline, optimize_none, passthrough = ["noinline", ["alignstack", "4"]], personality = @p, reqd_work_group_size = array<i32: 4, 5, 6>, section = ".text.hot", target_cpu = "x86-64", target_features = #llvm.target_features<["+sme", "-sve", "+avx512f"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<sync>, vec_type_hint = #llvm.vec_type_hint<hint = vector<4xi32>, is_signed = true>, will_return, work_group_size_hint = array<i32: 1, 2, 3>} {
    llvm.return
  }
  llvm.func @f2() attributes {frame_pointer = #llvm.framePointerKind<all>, target_features = #llvm.target_features<[]>, uwtable_kind = #llvm.uwtableKind<async>, vec_type_hint = #llvm.vec_type_hint<hint = f32>}
  llvm.func @call_effects() {
    llvm.call @f2() {memory_effects = #llvm.memory_effects<other = read, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = write, targetMem1 = none>} : () -> ()
    llvm.return
  }
}

