#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#loc2 = loc("input.mlir":4:31)
#loc3 = loc("input.mlir":4:40)
#alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f64, i32)>, linkage = #llvm.linkage<external>, sym_name = "special_intrinsics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: f64 loc("input.mlir":4:31), %arg1: i32 loc("input.mlir":4:40)):
    "llvm.intr.experimental.noalias.scope.decl"() <{scope = #alias_scope}> : () -> () loc(#loc4)
    "llvm.intr.ubsantrap"() <{failureKind = 3 : i8}> : () -> () loc(#loc5)
    %0 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 0 : i64}> : (f64) -> f32 loc(#loc6)
    %1 = "llvm.intr.experimental.constrained.fpext"(%0) <{fpExceptionBehavior = 1 : i64}> : (f32) -> f64 loc(#loc7)
    %2 = "llvm.intr.experimental.constrained.sitofp"(%arg1) <{fpExceptionBehavior = 2 : i64, roundingmode = 7 : i64}> : (i32) -> f32 loc(#loc8)
    %3 = "llvm.intr.experimental.constrained.uitofp"(%arg1) <{fpExceptionBehavior = 0 : i64, roundingmode = 4 : i64}> : (i32) -> f32 loc(#loc9)
    "llvm.return"(%3) : (f32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":6:3)
#loc6 = loc("input.mlir":7:8)
#loc7 = loc("input.mlir":8:8)
#loc8 = loc("input.mlir":9:8)
#loc9 = loc("input.mlir":10:8)
#loc10 = loc("input.mlir":11:3)

