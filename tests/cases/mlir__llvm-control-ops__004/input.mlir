
#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain>
llvm.func @special_intrinsics(%d: f64, %i: i32) -> f32 {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.intr.ubsantrap <{failureKind = 3 : i8}>
  %0 = llvm.intr.experimental.constrained.fptrunc %d towardzero ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fpext %0 maytrap : f32 to f64
  %2 = llvm.intr.experimental.constrained.sitofp %i dynamic strict : i32 to f32
  %3 = llvm.intr.experimental.constrained.uitofp %i tonearestaway ignore : i32 to f32
  llvm.return %3 : f32
}
