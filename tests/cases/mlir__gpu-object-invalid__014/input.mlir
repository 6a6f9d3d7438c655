
// expected-error@+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @p [#gpu.object<#foo.bar, "x">]
