"""Several bot processes: each runs the Discord shards of ``AGORA_SHARD_IDS`` among
``AGORA_SHARD_COUNT`` (one shard: ``shard_id``; several: discord.py's AutoShardedBot)."""

from __future__ import annotations

from bot.app.agora import Agora
from bot.settings import Settings
from cogs.client import AgoraBot, ShardedAgoraBot, build_client


async def test_build_client_runs_the_process_shards():
    plain = Settings(_env_file=None)
    client = build_client(Agora(plain), plain)
    assert type(client) is AgoraBot and client.shard_count is None
    await client.close()

    one = Settings(_env_file=None, shard_count=4, shard_ids="2")
    client = build_client(Agora(one), one)
    assert type(client) is AgoraBot and (client.shard_id, client.shard_count) == (2, 4)
    await client.close()

    two = Settings(_env_file=None, shard_count=4, shard_ids="1,3")
    client = build_client(Agora(two), two)  # (an AutoShardedClient never started cannot close)
    assert isinstance(client, ShardedAgoraBot) and (client.shard_ids, client.shard_count) == ([1, 3], 4)
