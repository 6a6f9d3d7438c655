#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>
module {
  llvm.func @special_intrinsics(%arg0: f64, %arg1: i32) -> f32 {
    llvm.intr.experimental.noalias.scope.decl #alias_scope
    llvm.intr.ubsantrap <{failureKind = 3 : i8}>
    %0 = llvm.intr.experimental.constrained.fptrunc %arg0 towardzero ignore : f64 to f32
    %1 = llvm.intr.experimental.constrained.fpext %0 maytrap : f32 to f64
    %2 = llvm.intr.experimental.constrained.sitofp %arg1 dynamic strict : i32 to f32
    %3 = llvm.intr.experimental.constrained.uitofp %arg1 tonearestaway ignore : i32 to f32
    llvm.return %3 : f32
  }
}

