#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f64, i32)>, linkage = #llvm.linkage<external>, sym_name = "special_intrinsics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: f64, %arg1: i32):
    "llvm.intr.experimental.noalias.scope.decl"() <{scope = #alias_scope}> : () -> ()
    "llvm.intr.ubsantrap"() <{failureKind = 3 : i8}> : () -> ()
    %0 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 0 : i64}> : (f64) -> f32
    %1 = "llvm.intr.experimental.constrained.fpext"(%0) <{fpExceptionBehavior = 1 : i64}> : (f32) -> f64
    %2 = "llvm.intr.experimental.constrained.sitofp"(%arg1) <{fpExceptionBehavior = 2 : i64, roundingmode = 7 : i64}> : (i32) -> f32
    %3 = "llvm.intr.experimental.constrained.uitofp"(%arg1) <{fpExceptionBehavior = 0 : i64, roundingmode = 4 : i64}> : (i32) -> f32
    "llvm.return"(%3) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

