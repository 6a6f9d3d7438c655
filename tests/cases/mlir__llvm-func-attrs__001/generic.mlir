"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (...)>, linkage = #llvm.linkage<external>, sym_name = "p", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, alignment = 16 : i64, denormal_fp_math = "ieee", fp_contract = "fast", frame_pointer = #llvm.framePointerKind<"non-leaf">, function_entry_count = 100 : i64, function_type = !llvm.func<void ()>, garbageCollector = "shadow-stack", instrument_function_entry = "__entry", intel_reqd_sub_group_size = 32 : i32, linkage = #llvm.linkage<external>, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write, errnoMem = readwrite, targetMem0 = none, targetMem1 = none>, no_infs_fp_math = true, no_inline, optimize_none, passthrough = ["noinline", ["alignstack", "4"]], personality = @p, reqd_work_group_size = array<i32: 4, 5, 6>, section = ".text.hot", sym_name = "attrs", target_cpu = "x86-64", target_features = #llvm.target_features<["+sme", "-sve", "+avx512f"]>, tune_cpu = "generic", unnamed_addr = 0 : i64, uwtable_kind = #llvm.uwtableKind<sync>, vec_type_hint = #llvm.vec_type_hint<hint = vector<4xi32>, is_signed = true>, visibility_ = 0 : i64, will_return, work_group_size_hint = array<i32: 1, 2, 3>}> ({
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, frame_pointer = #llvm.framePointerKind<all>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f2", target_features = #llvm.target_features<[]>, unnamed_addr = 0 : i64, uwtable_kind = #llvm.uwtableKind<async>, vec_type_hint = #llvm.vec_type_hint<hint = f32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "call_effects", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f2, fastmathFlags = #llvm.fastmath<none>, memory_effects = #llvm.memory_effects<other = read, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = write, targetMem1 = none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

