
llvm.func @f() {
  // expected-error @below {{only async_shared fence can have space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>, space = #nvvm.shared_space<cta>}
  llvm.return
}
