// RUN: mlir-opt %s -mlir-print-debuginfo
// Loop annotations, access groups and alias scopes, with their aliases.

#inner = #llvm.loop_annotation<mustProgress = true>
#ag = #llvm.access_group<id = distinct[0]<>>
#unroll = #llvm.loop_unroll<count = 4 : i32, followupAll = #inner>
#loop = #llvm.loop_annotation<unroll = #unroll, licm = <disable = true>, parallelAccesses = #ag, #llvm.access_group<id = distinct[1]<>>>
#domain = #llvm.alias_scope_domain<id = distinct[2]<>, description = "d">
#scope = #llvm.alias_scope<id = distinct[3]<>, domain = #domain>

llvm.func @f(%p: !llvm.ptr, %n: i1) {
  llvm.br ^bb1
^bb1:
  %0 = llvm.load %p {access_groups = [#ag], alias_scopes = [#scope]} : !llvm.ptr -> i32
  llvm.cond_br %n, ^bb1, ^bb2 {loop_annotation = #loop}
^bb2:
  llvm.return
}
