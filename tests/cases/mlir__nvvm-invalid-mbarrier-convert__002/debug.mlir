#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:33)
#loc4 = loc("input.mlir":2:52)
#loc5 = loc("input.mlir":2:68)
#loc6 = loc("input.mlir":2:87)
#loc7 = loc("input.mlir":2:98)
#loc8 = loc("input.mlir":2:109)
#loc9 = loc("input.mlir":2:118)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<3>, ptr<7>, ptr, ptr<1>, i32, i64, i1, i16)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr<3> loc("input.mlir":2:14), %arg1: !llvm.ptr<7> loc("input.mlir":2:33), %arg2: !llvm.ptr loc("input.mlir":2:52), %arg3: !llvm.ptr<1> loc("input.mlir":2:68), %arg4: i32 loc("input.mlir":2:87), %arg5: i64 loc("input.mlir":2:98), %arg6: i1 loc("input.mlir":2:109), %arg7: i16 loc("input.mlir":2:118)):
    "nvvm.mbarrier.arrive"(%arg1) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>) -> () loc(#loc10)
    "nvvm.mbarrier.arrive"(%arg0) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> () loc(#loc11)
    "llvm.return"() : () -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc10 = loc("input.mlir":3:3)
#loc11 = loc("input.mlir":4:3)
#loc12 = loc("input.mlir":5:3)

