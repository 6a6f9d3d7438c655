#loc2 = loc("input.mlir":5:20)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "atomics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr loc("input.mlir":5:20)):
    %0 = "llvm.load"(%arg0) <{alignment = 16 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> i128 loc(#loc3)
    "llvm.store"(%0, %arg0) <{alignment = 16 : i64, ordering = 5 : i64}> : (i128, !llvm.ptr) -> () loc(#loc4)
    %1 = "llvm.load"(%arg0) <{alignment = 8 : i64, ordering = 4 : i64, syncscope = "agent"}> : (!llvm.ptr) -> !llvm.ptr loc(#loc5)
    "llvm.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = vector<2xf32>, linkage = #llvm.linkage<external>, sym_name = "v", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc7)
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.target<"spirv.Image", i32, 4294967295, 7>, linkage = #llvm.linkage<external>, sym_name = "s", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> () loc(#loc8)
  "foo.use"() {t = !llvm.target<"t", i32, 4294967295, 42>} : () -> () loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc3 = loc("input.mlir":6:8)
#loc4 = loc("input.mlir":7:3)
#loc5 = loc("input.mlir":8:8)
#loc6 = loc("input.mlir":9:3)
#loc7 = loc("input.mlir":11:1)
#loc8 = loc("input.mlir":12:1)
#loc9 = loc("input.mlir":13:1)

