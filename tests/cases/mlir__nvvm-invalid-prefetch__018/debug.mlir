#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:30)
#loc4 = loc("input.mlir":2:49)
#loc5 = loc("input.mlir":2:68)
#loc6 = loc("input.mlir":2:87)
#loc7 = loc("input.mlir":2:106)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr<1>, ptr<3>, ptr<4>, ptr<5>, i1)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr loc("input.mlir":2:14), %arg1: !llvm.ptr<1> loc("input.mlir":2:30), %arg2: !llvm.ptr<3> loc("input.mlir":2:49), %arg3: !llvm.ptr<4> loc("input.mlir":2:68), %arg4: !llvm.ptr<5> loc("input.mlir":2:87), %arg5: i1 loc("input.mlir":2:106)):
    "nvvm.prefetch"(%arg0, %arg5) <{tensormap}> : (!llvm.ptr, i1) -> () loc(#loc8)
    "llvm.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc8 = loc("input.mlir":3:3)
#loc9 = loc("input.mlir":4:3)

